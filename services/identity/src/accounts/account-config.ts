/** Settings of accounts, profiles and admin user management (owned by src/accounts). */
export const accountConfigShape = {};

/** Settings of e-mail, SMS, OTPs, password reset and Google sign-in (owned by src/verification). */
export const verificationConfigShape = {};

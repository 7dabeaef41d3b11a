// One helper for the server's texts and the apps' (@haat/contracts/plural).
export { countOf, nounFor } from '@haat/contracts/plural';

import { readOrCreateSecrets, SECRET_FILES } from '@haat/server-kit';

/**
 * `node scripts/make-secrets.ts <dir>`: makes the session-token key pair and the OTP secret in
 * <dir> if they are not there yet, and never replaces one that is. docker-compose.yml runs it once
 * on the secrets volume before the apps start; they read the files through <NAME>_FILE.
 */
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/make-secrets.ts <dir>');
  process.exit(2);
}
readOrCreateSecrets(dir);
console.log(`secrets ready in ${dir}: ${Object.values(SECRET_FILES).join(', ')}`);

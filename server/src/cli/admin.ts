import { ADMIN_PASSWORD_MIN } from '@breachwatch/core/schemas/auth';
import { clearLockout, createUser, generatePassword, normaliseEmail, resetPassword } from '../auth/auth.service.ts';
import { findUserByEmail } from '../auth/auth.repository.ts';
import { resetTwoStep } from '../auth/two-step.service.ts';
import { createFieldCipher, loadEncryptionKey } from '../lib/field-cipher.ts';
import { disconnectUserEverywhere } from '../realtime/remote-disconnect.ts';
import { runCli, withDatabase } from './cli-runner.ts';

const USAGE = `Usage:
  npm run admin -- create EMAIL           create an admin (prints a generated password)
  npm run admin -- reset-password EMAIL   set a new password, sign the user out everywhere, lift sign-in lockouts
  npm run admin -- clear-lockout EMAIL    lift the sign-in lockouts of an account (failed attempts are forgotten)
  npm run admin -- reset-two-step EMAIL   turn two-step sign-in off (phone and recovery codes lost); signs the user out
Set ADMIN_NEW_PASSWORD to choose the password instead of generating one.`;
const COMMANDS = ['create', 'reset-password', 'clear-lockout', 'reset-two-step'];

async function main(): Promise<number> {
  const [command, emailArg] = process.argv.slice(2);
  if (!command || !emailArg || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const email = normaliseEmail(emailArg);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(`Not an email address: ${emailArg}`);
    return 2;
  }
  const chosen = process.env.ADMIN_NEW_PASSWORD;
  if (chosen !== undefined && chosen.length < ADMIN_PASSWORD_MIN) {
    console.error(`ADMIN_NEW_PASSWORD must be at least ${ADMIN_PASSWORD_MIN} characters.`);
    return 2;
  }
  const password = chosen ?? generatePassword();
  return withDatabase(async (database, config) => {
    // The sign-in throttle names an account by a keyed hash of its email: lifting its lockouts
    // takes the server's key (the same ENCRYPTION_KEY, or the key file in DATA_DIR).
    const cipher = () => createFieldCipher(loadEncryptionKey(config));
    if (command === 'clear-lockout') {
      // Like the other commands: a mistyped email must not read as "nothing to clear".
      if (!(await findUserByEmail(database.db, email))) {
        console.error(`No user ${email}.`);
        return 1;
      }
      const cleared = await clearLockout(database.db, cipher(), email);
      console.log(cleared > 0 ? `Sign-in lockouts of ${email} lifted.` : `${email} had no sign-in lockouts.`);
      return 0;
    }
    if (command === 'reset-two-step') {
      const userId = await resetTwoStep(database.db, email);
      if (!userId) {
        console.error(`No user ${email}.`);
        return 1;
      }
      if (config.redisUrl) await disconnectUserEverywhere(config.redisUrl, userId);
      console.log(`Two-step sign-in of ${email} is off and its sessions were signed out; set it up again in the console.`);
      return 0;
    }
    if (command === 'create') {
      if (await findUserByEmail(database.db, email)) {
        console.error(`A user ${email} already exists. Use reset-password to change its password.`);
        return 1;
      }
      await createUser(database.db, email, password, 'admin');
      console.log(`Created admin ${email}.`);
    } else {
      const userId = await resetPassword(database.db, cipher(), email, password);
      if (!userId) {
        console.error(`No user ${email}.`);
        return 1;
      }
      // Open consoles of this user lose their live feed now on every instance (through Redis);
      // without Redis, the server notices within its session re-check and sends nothing meanwhile.
      if (config.redisUrl) await disconnectUserEverywhere(config.redisUrl, userId);
      console.log(`Password reset for ${email}; existing sessions were signed out and sign-in lockouts lifted.`);
    }
    if (chosen === undefined) console.log(`Password: ${password}`);
    return 0;
  });
}

await runCli(main);

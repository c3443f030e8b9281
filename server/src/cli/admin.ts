import { createUser, generatePassword, normaliseEmail, resetPassword } from '../auth/auth.service.ts';
import { findUserByEmail } from '../auth/auth.repository.ts';
import { runCli, withDatabase } from './cli-runner.ts';

const USAGE = `Usage:
  npm run admin -- create EMAIL           create an admin (prints a generated password)
  npm run admin -- reset-password EMAIL   set a new password and sign the user out everywhere
Set ADMIN_NEW_PASSWORD to choose the password instead of generating one.`;

async function main(): Promise<number> {
  const [command, emailArg] = process.argv.slice(2);
  if (!command || !emailArg || !['create', 'reset-password'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const email = normaliseEmail(emailArg);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(`Not an email address: ${emailArg}`);
    return 2;
  }
  const chosen = process.env.ADMIN_NEW_PASSWORD;
  if (chosen !== undefined && chosen.length < 12) {
    console.error('ADMIN_NEW_PASSWORD must be at least 12 characters.');
    return 2;
  }
  const password = chosen ?? generatePassword();
  return withDatabase(async (database) => {
    if (command === 'create') {
      if (await findUserByEmail(database.db, email)) {
        console.error(`A user ${email} already exists. Use reset-password to change its password.`);
        return 1;
      }
      await createUser(database.db, email, password, 'admin');
      console.log(`Created admin ${email}.`);
    } else {
      if (!(await resetPassword(database.db, email, password))) {
        console.error(`No user ${email}.`);
        return 1;
      }
      console.log(`Password reset for ${email}; existing sessions were signed out.`);
    }
    if (chosen === undefined) console.log(`Password: ${password}`);
    return 0;
  });
}

await runCli(main);

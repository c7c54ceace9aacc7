#!/usr/bin/env node
// `npm run admin:create -- --user <name> --whitelist <ip | start-end> [--email <address>] [--first-name <name>] [--last-name <name>]`
// Creates the first administrator on a database without any user (a production start seeds no
// demo users). The password is read from ADMIN_PASSWORD, else asked for twice on the terminal; it
// never goes on the command line. Refuses once any user exists. See docs/operations.md.
const readline = require('node:readline');
const { parseArgs } = require('node:util');
const { createDb, ensureDatabase } = require('@intermission/db');
const { appDatabase } = require('./app-database');
const { migrateToLatest } = require('@intermission/migrations');
const { seedReferenceData } = require('@intermission/api/seed/demo-operator');
const { createFirstAdministrator, FirstAdministratorRefused, FirstAdministratorCommand } = require('@intermission/api/bootstrap/first-admin');

function fail(message, code = 2) {
  process.stderr.write(`${message}\nUsage: ${FirstAdministratorCommand}\n`);
  process.exit(code);
}

/** Asks without echoing what is typed. */
function askHidden(question) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    rl._writeToOutput = (s) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function password() {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) fail('Set ADMIN_PASSWORD, or run this on a terminal to be asked for the password.');
  const first = await askHidden('Password (at least 12 characters): ');
  const again = await askHidden('The same password again: ');
  if (first !== again) fail('The two passwords differ.');
  return first;
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        user: { type: 'string' },
        whitelist: { type: 'string', multiple: true },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }).values;
  } catch (err) {
    fail(err.message);
  }
  if (!args.user) fail('--user is required.');

  // The same database `npm start` uses (scripts/app-database.js).
  const { url, embedded } = await appDatabase();
  await ensureDatabase(url);
  const db = createDb({ connectionString: url, max: 2 });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const pass = await password();
    const created = await createFirstAdministrator(db, {
      username: args.user,
      password: pass,
      email: args.email,
      firstName: args['first-name'],
      lastName: args['last-name'],
      whitelist: args.whitelist,
    });
    process.stdout.write(
      `Created the administrator "${args.user.trim()}" (user ${created.userId}, role 1 with FullAccess on every claim).\n` +
        (args.whitelist?.length
          ? `Whitelisted: ${args.whitelist.join(', ')}.\n`
          : 'No address was whitelisted: sign-in works only from the IP whitelist (or by the e-mailed login link with --email and SMTP_URL).\n'),
    );
  } catch (err) {
    if (err instanceof FirstAdministratorRefused) fail(err.message, 1);
    throw err;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});

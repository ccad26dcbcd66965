/**
 * `npm start`: runs the whole portal on one origin. The server and the partner stand-ins are not built yet
 * (issues 'Base API' and 'Local partner stand-ins and the one-command stack'); until they are, this says so.
 */
console.log(
  [
    'ACE Portal',
    '',
    'The portal cannot run yet: its server (apps/api), web app and partner stand-ins are still being built.',
    'What exists today is packages/domain, the shared rules, tested by `npm test`.',
  ].join('\n'),
);
process.exitCode = 1;

// Profiling aid: runs dist/src/main.js with the V8 CPU profiler controlled through a file (Nest's shutdown
// hooks own the usual signals): write "start" to $PROFILE_CONTROL to (re)start profiling, "stop" to write
// the profile to $PROFILE_OUT. Used by bench/profile-server.mjs.
const { Session } = require('node:inspector');
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

let last = '';
setInterval(async () => {
  let command = '';
  try {
    command = readFileSync(process.env.PROFILE_CONTROL, 'utf8').trim();
  } catch {
    return;
  }
  if (command === last) return;
  last = command;
  if (command === 'start') await post('Profiler.start');
  if (command === 'stop') {
    const { profile } = await post('Profiler.stop');
    writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
    writeFileSync(process.env.PROFILE_CONTROL, 'written');
  }
}, 100).unref();

post('Profiler.enable')
  .then(() => post('Profiler.setSamplingInterval', { interval: 200 }))
  .then(() => require(join(__dirname, '..', '..', 'dist', 'src', 'main.js')));

// Memory aid, preloaded into the server under test (`node --require bench/lib/memory-probe.cjs dist/src/main.js`,
// spawned with an IPC channel): samples process.memoryUsage() every 50 ms and keeps the highest of each figure,
// and answers the bench's messages over IPC (Nest's shutdown hooks own the usual signals):
//   { type: 'memory' }              -> { type: 'memory', now, peak }   (peak since the last { reset: true })
//   { type: 'memory', reset: true } -> the same, then the peak starts again from now
//   { type: 'memory', gc: true }    -> the same after a full garbage collection (needs --expose-gc)
// Figures are bytes: rss, heapUsed, heapTotal, external, arrayBuffers.
const SAMPLE_MS = 50;

let peak = sample();

function sample() {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
}

function note() {
  const now = sample();
  for (const name of Object.keys(now)) peak[name] = Math.max(peak[name], now[name]);
  return now;
}

setInterval(note, SAMPLE_MS).unref();

if (process.channel) {
  process.on('message', (message) => {
    if (message?.type !== 'memory') return;
    if (message.gc && typeof global.gc === 'function') global.gc();
    const now = note();
    process.send({ type: 'memory', now, peak: { ...peak }, gc: Boolean(message.gc && global.gc) });
    if (message.reset) peak = { ...now };
  });
  // the channel must not keep the server alive on its own (a 'message' listener refs it)
  process.channel.unref();
}

// What every Chromium-driving bench shares: Debian's Chromium, the flags this closed machine needs, and the test
// for a request that stays on loopback (everything else is aborted and listed).

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The demo centres' hosts (`<slug>.localhost`) on loopback. */
export const LOCALHOST_RULE = '--host-resolver-rules=MAP *.localhost 127.0.0.1';

export const isLoopback = (url) => {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === 'data:' ||
    protocol === 'blob:' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === 'localhost' ||
    hostname.endsWith('.localhost')
  );
};

/** the theme parts of a page's head */
export function themeOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const style = /<style nonce="([^"]+)">([^<]*)<\/style>/.exec(head);
  const root = /:root\{([^}]*)\}/.exec(style?.[2] ?? '')?.[1] ?? '';
  return {
    styleNonce: style?.[1],
    css: style?.[2] ?? '',
    properties: Object.fromEntries(root.split(';').map((declaration) => declaration.split(/:(.*)/s).slice(0, 2))),
    themeColor: /<meta name="theme-color" content="([^"]+)"/.exec(head)?.[1],
    preloads: [...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="anonymous"\/>/g)].map(
      (match) => match[1]!,
    ),
  };
}

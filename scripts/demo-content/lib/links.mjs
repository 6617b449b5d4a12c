// Storyblok multilinks. Internal pages are story links whose cached_url is the site path ('whats-on');
// a site path with a query (filters) is a url link starting with '/'.
export const page = (path) => ({ linktype: 'story', cached_url: path.replace(/^\//, '') });
export const url = (href, target = '_blank') => ({ linktype: 'url', url: href, target });
export const sitePath = (href) => ({ linktype: 'url', url: href });
export const email = (address) => ({ linktype: 'email', email: address });

// browser tests drive Chromium through whole flows
jest.setTimeout(90_000);

// e2e tests boot the whole app and its sandboxes
jest.setTimeout(30_000);

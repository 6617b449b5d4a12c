// Three projects: unit (colocated *.spec.ts[x]), e2e (the whole app over HTTP), browser (Chromium).
const swc = ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true, decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } }, keepClassNames: true }, module: { type: 'commonjs' } }];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // Nest 12 ships ES modules: transform it; everything else in node_modules is CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|uuid)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/utils/jest-setup.ts'],
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{src,client,config,scripts}/**/*.spec.{ts,tsx}'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/utils/jest-timeouts.e2e.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'], setupFilesAfterEnv: ['<rootDir>/test/utils/jest-timeouts.browser.ts'] },
  ],
};

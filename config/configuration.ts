import { AppConfig, appConfig } from './app.config';
import { CacheConfig, cacheConfig } from './cache.config';
import { CentresConfig, centresConfig } from './centres.config';
import { ContentConfig, contentConfig } from './content.config';
import { ConfigError, Env, EnvReader } from './env';
import { IntegrationsConfig, integrationsConfig } from './integrations.config';
import { LimitsConfig, limitsConfig } from './limits.config';

export interface Configuration {
  app: AppConfig;
  cache: CacheConfig;
  content: ContentConfig;
  centres: CentresConfig;
  integrations: IntegrationsConfig;
  limits: LimitsConfig;
}

/**
 * Reads and validates the whole configuration. Throws a ConfigError naming every problem, so a
 * production boot with missing secrets fails at once and says which.
 */
export function loadConfiguration(env: Env = process.env): Configuration {
  const read = new EnvReader(env);
  const app = appConfig(read);
  const config: Configuration = {
    app,
    cache: cacheConfig(read),
    content: contentConfig(read),
    centres: centresConfig(read, app.mode !== 'production'),
    integrations: integrationsConfig(read),
    limits: limitsConfig(read, app.mode),
  };
  if (app.mode === 'production') requireProductionSecrets(config, read.problems);
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

function requireProductionSecrets(config: Configuration, problems: string[]): void {
  const missing = (name: string, value: string | undefined): void => {
    if (!value) problems.push(`${name} is required in production`);
  };
  missing('WEBHOOK_TOKEN', config.content.webhookToken);
  missing('IDENTITY_SECRET', config.app.identitySecret);
  missing('PROPERTY_API_CLIENT_ID', config.integrations.propertyApi.clientId);
  missing('PROPERTY_API_CLIENT_SECRET', config.integrations.propertyApi.clientSecret);
  missing('CAPTCHA_SECRET', config.integrations.captcha.secret);
  missing('SFTP_HOST', config.integrations.sftp.host);
  missing('SFTP_USER', config.integrations.sftp.username);
  missing('SFTP_KEY', config.integrations.sftp.privateKey);
  for (const centre of config.centres.centres) {
    missing(`centre ${centre.slug}: cms.previewToken`, centre.cms.previewToken);
    if (centre.domains.length === 0) problems.push(`centre ${centre.slug}: at least one domain is required in production`);
  }
}

import { hydrateDocument } from './app/hydrate-document';

hydrateDocument();

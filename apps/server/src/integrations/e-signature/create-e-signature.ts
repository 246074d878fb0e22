// Chooses the e-signature provider from the configuration: DocuSign when its variables are all
// set, else the built-in signing flow (README "Configuration").
import type { AppConfig } from '../../config';
import { createDocuSignESignature } from './docusign-e-signature';
import { builtInESignature, type ESignature } from './e-signature';

export const createESignature = (config: AppConfig): ESignature => {
  const { DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_PRIVATE_KEY } = config;
  if (!DOCUSIGN_INTEGRATION_KEY || !DOCUSIGN_USER_ID || !DOCUSIGN_ACCOUNT_ID || !DOCUSIGN_PRIVATE_KEY) {
    return builtInESignature();
  }
  return createDocuSignESignature({
    basePath: config.DOCUSIGN_BASE_PATH,
    oAuthHost: config.DOCUSIGN_OAUTH_HOST,
    integrationKey: DOCUSIGN_INTEGRATION_KEY,
    userId: DOCUSIGN_USER_ID,
    accountId: DOCUSIGN_ACCOUNT_ID,
    // A PEM in one environment line may carry literal \n.
    privateKey: DOCUSIGN_PRIVATE_KEY.replace(/\\n/g, '\n'),
    connectHmacKey: config.DOCUSIGN_CONNECT_HMAC_KEY,
  });
};

// The sandbox bank picker (issue 4 §6), standing in for Plaid Link in the embedded mode: a plain
// HTML form (no script, so the strict CSP holds) listing the sandbox institutions with username
// and password fields. It posts back here; success redirects to /plaid/{id}?public_token=...
import { SANDBOX_CREDENTIALS, SANDBOX_INSTITUTIONS } from '../../integrations/plaid/sandbox-plaid';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type SandboxPageOptions = {
  linkToken: string;
  returnPath?: string;
  error?: string;
  institutionId?: string;
};

export const renderSandboxPage = ({
  linkToken,
  returnPath,
  error,
  institutionId,
}: SandboxPageOptions): string => {
  const options = SANDBOX_INSTITUTIONS.map(
    (institution, index) => `
      <label class="bank">
        <input type="radio" name="institution_id" value="${institution.id}" ${(institutionId ? institution.id === institutionId : index === 0) ? 'checked' : ''} />
        <span>${escapeHtml(institution.name)}</span>
      </label>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Connect your bank (sandbox)</title>
<style>
  body { font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; background: #f1f3f5; margin: 0; padding: 24px 12px; color: #212529; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .sandbox { display: inline-block; background: #fff3bf; color: #8a6d00; font-size: 12px; padding: 2px 8px; border-radius: 999px; margin-bottom: 16px; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  legend { font-weight: 600; margin-bottom: 8px; }
  .bank { display: flex; gap: 10px; align-items: center; padding: 10px 12px; border: 1px solid #dee2e6; border-radius: 8px; margin-bottom: 8px; cursor: pointer; }
  label.field { display: block; font-weight: 600; margin: 12px 0 4px; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #ced4da; border-radius: 8px; font-size: 16px; }
  button { width: 100%; margin-top: 20px; padding: 12px; border: 0; border-radius: 8px; background: #1c7ed6; color: #fff; font-size: 16px; font-weight: 600; cursor: pointer; }
  .error { background: #ffe3e3; color: #c92a2a; padding: 10px 12px; border-radius: 8px; margin-bottom: 12px; }
  .hint { color: #868e96; font-size: 13px; margin-top: 12px; }
  .cancel { display: block; text-align: center; margin-top: 12px; color: #495057; }
</style>
</head>
<body>
<main>
  <h1>Connect your bank account</h1>
  <span class="sandbox">Sandbox - test data only</span>
  ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
  <form method="post" action="/api/plaid/sandbox/link">
    <input type="hidden" name="token" value="${escapeHtml(linkToken)}" />
    <fieldset>
      <legend>Choose your bank</legend>
      ${options}
    </fieldset>
    <label class="field" for="username">Username</label>
    <input id="username" name="username" type="text" autocomplete="off" required />
    <label class="field" for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="off" required />
    <button type="submit">Continue</button>
  </form>
  ${returnPath ? `<a class="cancel" href="${escapeHtml(returnPath)}">Cancel and go back</a>` : ''}
  <p class="hint">Sandbox credentials: ${SANDBOX_CREDENTIALS.username} / ${SANDBOX_CREDENTIALS.password}</p>
</main>
</body>
</html>`;
};

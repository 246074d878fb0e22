// oidc-provider (dev dependency, used by the OIDC test) ships no type declarations.
declare module 'oidc-provider' {
  const Provider: new (
    issuer: string,
    configuration: Record<string, unknown>,
  ) => {
    callback: () => (
      req: import('node:http').IncomingMessage,
      res: import('node:http').ServerResponse,
    ) => void;
  };
  export default Provider;
}

// The template payload (001 §5), with the domain's messages: document name and description required.
export { templatePayloadSchema as templateBodySchema } from '@lending/domain';

/** Every document answer: streamed, with the request's nonce and the security headers. */
import { ServerRouter } from 'react-router';
import { documentRequestHandler } from '@territorio/static-server/streamDocument';

export {
  handleError,
  streamTimeoutMs as streamTimeout,
} from '@territorio/static-server/streamDocument';

export default documentRequestHandler(ServerRouter, {
  // The live chat, when configured, is a script of its own origin (spec 2.2).
  scripts: (config) => (config.liveChatUrl ? [config.liveChatUrl] : []),
});

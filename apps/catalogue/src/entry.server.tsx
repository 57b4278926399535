/** Every document answer: streamed, with the request's nonce and the security headers. */
import { ServerRouter } from 'react-router';
import { documentRequestHandler } from '@territorio/server-kit/streamDocument';

export {
  handleError,
  streamTimeoutMs as streamTimeout,
} from '@territorio/server-kit/streamDocument';

export default documentRequestHandler(ServerRouter, {
  // The live chat, when configured, is a script of its own origin (spec 2.2).
  scripts: (config) => (config.liveChatUrl ? [config.liveChatUrl] : []),
});

/** Every document answer: streamed, with the request's nonce and the security headers. */
import { ServerRouter } from 'react-router';
import { documentRequestHandler } from '@territorio/server-kit/streamDocument';

export {
  handleError,
  streamTimeoutMs as streamTimeout,
} from '@territorio/server-kit/streamDocument';

export default documentRequestHandler(ServerRouter, {
  // The payment step frames the API's payment page (spec 2.10).
  frames: (config) => [config.apiUrl],
});

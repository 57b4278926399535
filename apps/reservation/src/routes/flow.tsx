import { FlowRoot } from '../flow/FlowRoot';

/** Every reservation screen shares one flow store while the buyer moves between them. */
export default function Route() {
  return <FlowRoot />;
}

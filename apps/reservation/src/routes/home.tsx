import { Layout } from '../app/Layout';
import { HomePage } from '../pages/HomePage';

export default function Route() {
  return (
    <Layout>
      <HomePage />
    </Layout>
  );
}

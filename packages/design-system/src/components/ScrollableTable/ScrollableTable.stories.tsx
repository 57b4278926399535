import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollableTable } from './ScrollableTable';

const versions = ['Track 1.6 MSI', 'Trendline 1.6 MSI', 'Comfortline 200 TSI', 'Highline 200 TSI'];
const features = ['Motor', 'Caja', 'Airbags', 'Pantalla'];
const values: Record<string, string> = {
  Motor: '1.6 MSI de 110 CV',
  Caja: 'Automática de 6 velocidades',
  Airbags: '6 airbags',
  Pantalla: 'Multimedia de 10"',
};

const meta = {
  title: 'Layout/ScrollableTable',
  component: ScrollableTable,
  args: {
    label: 'Comparación de versiones',
    children: (
      <table>
        <caption>Comparación de versiones</caption>
        <thead>
          <tr>
            <th scope="col">Equipamiento</th>
            {versions.map((version) => (
              <th key={version} scope="col">
                {version}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {versions.map((version) => (
                <td key={version}>{values[feature]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof ScrollableTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WideOnAPhone: Story = { name: 'Wider than the screen, first column kept' };

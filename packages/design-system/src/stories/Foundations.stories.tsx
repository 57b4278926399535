import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../components/Box/Box';
import { Heading, headingLevels } from '../components/Heading/Heading';
import { Inline } from '../components/Inline/Inline';
import { Stack } from '../components/Stack/Stack';
import { Text, textTones } from '../components/Text/Text';
import { TextLink } from '../components/TextLink/TextLink';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';
import * as icons from '../icons/icons';
import { vars } from '../themes/vars.css';
import { themeTokens } from '../tokens/brands';
import { contrastRatio, contrastRules } from '../tokens/contrast';
import { themeNames } from '../tokens/types';
import type { ThemeName } from '../tokens/types';

const meta = {
  title: 'Foundations',
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const currentTheme = (value: unknown): ThemeName =>
  (themeNames as readonly unknown[]).includes(value) ? (value as ThemeName) : 'vw';

export const Colours: Story = {
  name: 'Colour pairs and their contrast',
  render: (_, { globals }) => {
    const colors = themeTokens[currentTheme(globals.theme)].color;
    return (
      <Stack space="medium">
        <Heading level={2}>Pares de color del tema</Heading>
        <Inline space="small">
          {contrastRules.map(({ foreground, background, minimum }) => {
            const isText = minimum === 4.5;
            return (
              <div
                key={`${foreground}-${background}-${minimum}`}
                style={{
                  // Text pairs are shown as text; 3:1 pairs (borders, focus) as a thick outline.
                  color: isText ? vars.color[foreground] : vars.color.text,
                  background: vars.color[background],
                  border: `${vars.border.focus} solid ${isText ? vars.color.borderSubtle : vars.color[foreground]}`,
                  borderRadius: vars.radius.medium,
                  padding: vars.space.small,
                  minWidth: '12rem',
                }}
              >
                <Text as="span" weight="strong">
                  {`${foreground} / ${background}`}
                </Text>
                <Text as="span" size="small">
                  {` ${contrastRatio(colors[foreground], colors[background]).toFixed(2)}:1 (mín. ${minimum})`}
                </Text>
              </div>
            );
          })}
        </Inline>
      </Stack>
    );
  },
};

export const Typography: Story = {
  render: () => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`Título de nivel ${level}`}
        </Heading>
      ))}
      {textTones
        .filter((tone) => tone !== 'inherit')
        .map((tone) => (
          <Text key={tone} tone={tone}>
            {`Texto con tono ${tone}: más de 40 años de historia.`}
          </Text>
        ))}
      <Text size="small">Texto chico para aclaraciones.</Text>
      <Text>
        Leé las <TextLink href="/condiciones">condiciones de la reserva</TextLink> o visitá el{' '}
        <TextLink href="https://example.com/usados" external>
          sitio de usados
        </TextLink>
        .
      </Text>
      <Text>
        Este texto tiene una parte oculta
        <VisuallyHidden> que solo leen los lectores de pantalla</VisuallyHidden>.
      </Text>
    </Stack>
  ),
};

export const Layout: Story = {
  name: 'Stack and Inline',
  render: () => (
    <Stack space="large">
      <Stack space="small">
        {['Uno', 'Dos', 'Tres'].map((item) => (
          <Box key={item} background="surfaceAlt" padding="small" borderRadius="medium">
            <Text>{item}</Text>
          </Box>
        ))}
      </Stack>
      <Inline space="small" collapseBelow="tablet">
        {['Izquierda', 'Centro', 'Derecha'].map((item) => (
          <Box key={item} background="surfaceAlt" padding="small" borderRadius="medium">
            <Text>{item}</Text>
          </Box>
        ))}
      </Inline>
      <Box background="brand" padding="medium" borderRadius="medium">
        <Text weight="strong">Franja de marca</Text>
      </Box>
    </Stack>
  ),
};

export const Icons: Story = {
  render: () => (
    <Inline space="medium">
      {Object.entries(icons).map(([name, Icon]) => (
        <Stack key={name} space="xsmall" align="center">
          <Icon size="large" title={name.replace('Icon', '')} />
          <Text size="xsmall">{name}</Text>
        </Stack>
      ))}
    </Inline>
  ),
};

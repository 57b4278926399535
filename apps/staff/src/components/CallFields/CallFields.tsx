import { TextField } from '@territorio/design-system';

export type CallFieldsProps = {
  /** The entry's field names start with it, e.g. 'salesmen.2'. */
  prefix: string;
  values: { zoom_link: string | null; whatsapp_number: string | null } | null;
  whatsappHelp: string;
  /** The message of a field in error, by its full name. */
  error: (name: string) => string | undefined;
};

/** The video call link and the WhatsApp number of a contact method or a salesman. */
export function CallFields({ prefix, values, whatsappHelp, error }: CallFieldsProps) {
  return (
    <>
      <TextField
        label="Link de videollamada (Zoom o Skype)"
        name={`${prefix}.zoom_link`}
        defaultValue={values?.zoom_link ?? ''}
        errorMessage={error(`${prefix}.zoom_link`)}
      />
      <TextField
        label="WhatsApp"
        type="tel"
        name={`${prefix}.whatsapp_number`}
        defaultValue={values?.whatsapp_number ?? ''}
        helpText={whatsappHelp}
        errorMessage={error(`${prefix}.whatsapp_number`)}
      />
    </>
  );
}

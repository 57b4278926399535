import { createContext, useContext } from 'react';

/** The id a Modal gives its title, so a custom header (ModalHeader) can label the dialog. */
export const ModalTitleContext = createContext<string | undefined>(undefined);

export const useModalTitleId = (): string | undefined => useContext(ModalTitleContext);

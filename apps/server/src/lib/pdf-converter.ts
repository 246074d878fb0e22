// DOCX to PDF conversion (issue 20 item 4), a kernel interface: the generated documents' PDF is
// their filled DOCX template as LibreOffice prints it (libreoffice.ts). When LibreOffice is not
// installed, or a conversion fails, the caller draws its standard layout instead and says so
// (modules/generated-documents/document-pdf.ts).

export type PdfConverter = {
  /** False when nothing can convert (LibreOffice missing): every convert() rejects at once. */
  readonly isAvailable: boolean;
  /** The PDF of a DOCX; rejects with PdfConversionError when it cannot be made. */
  convert: (docx: Buffer) => Promise<Buffer>;
  /** Stops running conversions and removes the converter's temporary files. */
  close: () => Promise<void>;
};

export class PdfConversionError extends Error {}

/** The converter when none is installed: each conversion fails with the reason. */
export const unavailableConverter = (reason: string): PdfConverter => ({
  isAvailable: false,
  convert: () => Promise.reject(new PdfConversionError(reason)),
  close: async () => {},
});

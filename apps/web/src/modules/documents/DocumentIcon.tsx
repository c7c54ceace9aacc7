import {
  type Icon,
  IconFile,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconPhoto,
  IconPresentation,
} from '@tabler/icons-react';

/** The icon of each document extension (spec document 1 §2.4, document 3 §9); images get a photo icon, anything else a plain file. */
const icons: Record<string, Icon> = {
  doc: IconFileTypeDoc,
  docx: IconFileTypeDocx,
  pdf: IconFileTypePdf,
  txt: IconFileTypeTxt,
  csv: IconFileTypeCsv,
  xls: IconFileTypeXls,
  xlsx: IconFileSpreadsheet,
  ppt: IconFileTypePpt,
  pptx: IconPresentation,
  png: IconPhoto,
  jpg: IconPhoto,
  jpeg: IconPhoto,
  gif: IconPhoto,
  webp: IconPhoto,
};

export const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

export function DocumentIcon({ name, size = 20 }: { name: string; size?: number }) {
  const ext = extensionOf(name);
  const Glyph = icons[ext] ?? IconFile;
  return <Glyph size={size} stroke={1.6} aria-label={ext ? `${ext} document` : 'document'} data-extension={ext} style={{ flexShrink: 0 }} />;
}

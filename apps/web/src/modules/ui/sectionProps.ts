/** What a detail page hands each of its sections: whether it is open and may be edited, and how to open or close it. */
export interface SectionProps {
  open: boolean;
  canEdit: boolean;
  onOpen: () => void;
  onClose: () => void;
}

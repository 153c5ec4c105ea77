import { FloorContent } from '../../content';

export default function StylesheetPage() {
  return <FloorContent />;
}

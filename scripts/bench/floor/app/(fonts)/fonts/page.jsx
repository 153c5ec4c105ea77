import { FloorContent } from '../../content';

export default function FontsPage() {
  return <FloorContent />;
}

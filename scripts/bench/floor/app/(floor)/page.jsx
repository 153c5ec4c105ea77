import { FloorContent } from '../content';

export default function FloorPage() {
  return <FloorContent />;
}

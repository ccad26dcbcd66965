import { Text } from 'react-native';
import { text } from './theme';

/** A field's message, announced when it appears; nothing when there is none. */
export function FieldError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Text style={text.error} accessibilityRole="alert">
      {message}
    </Text>
  );
}

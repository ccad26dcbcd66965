import { Text, type TextProps } from '@mantine/core';
import { Fragment } from 'react';

/** The address in pieces a line may end after: before the @, and after each dot (maria.|garcia|@example.|com). */
function breakablePieces(address: string): string[] {
  return address.split(/(?=@)|(?<=\.)/);
}

/**
 * An e-mail address in a narrow column: it wraps only before its @ and after its dots, never inside a word (the
 * browser's break-anywhere cut 'exam|ple.com'); a piece wider than the column still wraps rather than overflow.
 */
export function EmailAddress({ address, ...props }: TextProps & { address: string }) {
  return (
    <Text span style={{ overflowWrap: 'break-word' }} {...props}>
      {breakablePieces(address).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </Text>
  );
}

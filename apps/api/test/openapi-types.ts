import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/**
 * The TypeScript types of the API's paths, generated from the OpenAPI document it serves (openapi-typescript),
 * a file part typed as a Blob, formatted as the repository's other files.
 */
export async function pathTypesOf(document: OpenAPI3, file: string): Promise<string> {
  const ast = await openapiTS(document, {
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  const header =
    '// Generated from the OpenAPI document the API serves (apps/api/src/generated-client.int.test.ts -u). Do not edit.\n' +
    "/* eslint-disable -- openapi-typescript's output, checked against the document rather than linted */\n";
  return format(header + astToString(ast), { ...(await resolveConfig(file)), filepath: file });
}

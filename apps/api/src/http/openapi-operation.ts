import {
  type EndpointDefinition,
  PARAMETER_DESCRIPTIONS,
  READ_ONLY_ROLES,
  ROLE_SLUG,
  type RoleCode,
} from '@leadline/contracts';
import { exampleOf } from './openapi-examples.js';
import type { JsonSchema } from './openapi-schemas.js';

/**
 * What the API document says of one operation beyond its schemas, from the contracts' row
 * (docs/api.md 'The API document'): the endpoint's key as operationId, a description made of the
 * row's own text and what the row says of access, effect, paging, files and uploads, each parameter
 * described (its schema's description, else PARAMETER_DESCRIPTIONS), arrays in a query written as
 * the parameter repeated, and an example of the body.
 */

const roleName = (role: RoleCode) => `${ROLE_SLUG[role]} (${role})`;

function accessText(definition: EndpointDefinition): string {
  if (definition.access === 'public') return 'Public: no token.';
  if (definition.access === 'authenticated') return 'Any signed-in user with a role.';
  return `Roles: ${definition.access.map(roleName).join(', ')}.`;
}

function effectText(definition: EndpointDefinition): string {
  const effect = definition.effect ?? (definition.method === 'GET' ? 'read' : 'write');
  if (effect === 'read') return 'Reads only.';
  if (effect === 'own-account') return 'Changes only the caller’s own account, session or presence.';
  return `Writes: refused (403) to the read-only roles (${READ_ONLY_ROLES.map(roleName).join(', ')}).`;
}

/** The operation's description: the row's own text, then what its fields say. */
export function describeEndpoint(definition: EndpointDefinition): string {
  const lines = [
    ...(definition.description ? [definition.description] : []),
    `${accessText(definition)} ${effectText(definition)}`,
  ];
  if (definition.paged) {
    lines.push('A list: paged by offset/limit (or page/size); `total` counts the rows of the filter.');
  }
  if (definition.upload) {
    lines.push(
      `The body is multipart/form-data with the file in the part \`${definition.upload.field}\`, at most ${definition.upload.maxBytes} bytes.`,
    );
  }
  if (definition.file) {
    lines.push(
      `The answer is the file ${definition.file.fileName} (${definition.file.contentType}), not the envelope; a refusal is the envelope.`,
    );
  }
  if (definition.outcomes?.length) {
    lines.push('Some outcomes answer HTTP 200 with another business code: see the 200 answer.');
  }
  return lines.join('\n\n');
}

interface Parameter extends JsonSchema {
  name: string;
  in: string;
  schema?: JsonSchema;
  description?: string;
}

/** Describes each parameter and declares how a query array is written. */
export function finishParameters(operation: JsonSchema): void {
  const parameters = (operation.parameters ?? []) as Parameter[];
  for (const parameter of parameters) {
    parameter.description ??= PARAMETER_DESCRIPTIONS[`${parameter.in} ${parameter.name}`];
    if (parameter.in === 'query' && parameter.schema?.type === 'array') {
      // `?agentId=1&agentId=2`: what the server reads; `agentId[]=1` is refused.
      parameter.style = 'form';
      parameter.explode = true;
    }
  }
}

/**
 * An upload's multipart body (the route reads it itself, so no schema documents it), and an
 * example of every JSON or form body, checked against the call's own schema.
 */
export function finishRequestBody(
  operation: JsonSchema,
  definition: EndpointDefinition,
  components: Record<string, unknown>,
): void {
  if (definition.upload) {
    const { field, maxBytes } = definition.upload;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              [field]: {
                type: 'string',
                format: 'binary',
                description: `The file, at most ${maxBytes} bytes`,
              },
            },
            required: [field],
          },
        },
      },
    };
    return;
  }
  const body = operation.requestBody as { content?: Record<string, JsonSchema> } | undefined;
  if (!body?.content || !definition.body) return;
  for (const media of Object.values(body.content)) {
    const example = definition.example ?? exampleOf(media.schema as JsonSchema, components, definition.body);
    if (example !== undefined) media.example = example;
  }
}

import { Schema, SchemaTransformation } from "effect"

/**
 * Every success body is `{ "data": … }` (DESIGN.md 'The HTTP contract'). Handlers return the inner
 * value; the schema adds and removes the envelope, so OpenAPI shows the real wire shape.
 */
export const Data = <S extends Schema.Top>(schema: S) => {
  const envelope = Schema.Struct({ data: schema })
  type Envelope = typeof envelope.Type
  return envelope.pipe(
    Schema.decodeTo(
      Schema.toType(schema),
      SchemaTransformation.transform<S["Type"], Envelope>({
        decode: (body) => (body as { readonly data: S["Type"] }).data,
        encode: (data) => ({ data }) as Envelope,
      }),
    ),
  )
}

/**
 * The `{ "data": … }` body of a value whose schema encodes it as itself (plain strings, numbers,
 * booleans, null, arrays and structs, no transformation), written without running the encoder:
 * on a computed answer the encoder costs more than the JSON. A schema whose encoded side differs
 * from its type does not compile here.
 */
export const dataJson = <S extends Schema.Top>(
  _schema: S & ([S["Encoded"], S["Type"]] extends [S["Type"], S["Encoded"]] ? unknown : never),
  value: S["Type"],
): string => JSON.stringify({ data: value })

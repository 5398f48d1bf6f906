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

// The permission flags of a user (docs/rules/users.md), each with its label: the one list the
// user form, the API's schema, its defaults, the stored columns and the answers are built from.
// A new flag is one entry here, its column in server/db/schema/users.ts and its migration.
export const USER_FLAGS = {
  allowPaymentInKind: 'Pago en especie',
  allowDiscountsOnPacks: 'Descuentos en packs',
  allowSplitCoverages: 'Coberturas divididas',
  seeVideo: 'Ver video',
  seePdfDescription: 'Ver descripción PDF',
  seeSimulator: 'Ver simulador',
  seeCoverageUserModule: 'Coberturas de usuario',
  sendProposal: 'Enviar propuesta',
} as const;

export type UserFlag = keyof typeof USER_FLAGS;
export const USER_FLAG_NAMES = Object.keys(USER_FLAGS) as UserFlag[];

/** An object with one entry per flag: `eachFlag(() => 0)`, `eachFlag((f) => row[f])`. */
export const eachFlag = <T>(value: (flag: UserFlag) => T) =>
  Object.fromEntries(USER_FLAG_NAMES.map((f) => [f, value(f)])) as Record<UserFlag, T>;

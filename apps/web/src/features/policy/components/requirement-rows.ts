import { POLICY_FIELDS, type PolicyEntityType, type PolicyRequirement } from '@lending/domain';

/** Every field of the catalogue, with the policy's requirement or the field's defaults (inactive). */
export const editableRows = (requirements: PolicyRequirement[]): PolicyRequirement[] =>
  (Object.keys(POLICY_FIELDS) as PolicyEntityType[]).flatMap((entity) =>
    POLICY_FIELDS[entity].map(
      (def): PolicyRequirement =>
        requirements.find((r) => r.entity_type === entity && r.field === def.field) ?? {
          entity_type: entity,
          field: def.field,
          title: def.label,
          prefix: def.prefix ?? null,
          suffix: def.suffix ?? null,
          value: def.defaults.value,
          value_out_of_range: null,
          func: def.defaults.func,
          diff: { top: def.defaults.top, mid: def.defaults.mid },
          is_active: false,
        },
    ),
  );

import type { BreachPlanParams } from '@breachwatch/core/recovery/plan-links';

// Which plan a piece of progress belongs to: a record by its id, a breach by what defines it.
export const recordPlanKey = (recordId: string) => `record:${recordId}`;
export const breachPlanKey = (p: BreachPlanParams) => `breach:${p.dataClasses.join(',')}|${p.source ?? ''}|${p.dateFound ?? ''}`;

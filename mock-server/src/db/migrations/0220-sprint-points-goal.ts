/**
 * Issue #49 (sprints): story points beside hours, the unit a project scores its sprints in, a sprint goal,
 * and the sprint numbers in points stored with the hours (committed at the start, the rest at the close),
 * with the unit the frozen score was computed in, so a project that changes its unit keeps its history.
 * Mirrors: schema/sprints.ts, schema/projects.ts.
 */
export const up = /* sql */ `
ALTER TABLE tasks ADD COLUMN story_points numeric(6, 2)
  CHECK (story_points >= 0 AND story_points <= 1000 AND story_points * 2 = trunc(story_points * 2));
ALTER TABLE projects ADD COLUMN scoring_unit text NOT NULL DEFAULT 'hours'
  CHECK (scoring_unit IN ('hours', 'points'));
ALTER TABLE sprints
  ADD COLUMN goal text NOT NULL DEFAULT '' CHECK (char_length(goal) <= 500),
  ADD COLUMN scoring_unit text CHECK (scoring_unit IN ('hours', 'points')),
  ADD COLUMN committed_points numeric(10, 2),
  ADD COLUMN completed_points numeric(10, 2),
  ADD COLUMN spill_over_points numeric(10, 2),
  ADD COLUMN scope_added_points numeric(10, 2),
  ADD COLUMN tasks_without_points integer CHECK (tasks_without_points >= 0);
`;

import type { CreateProjectBody, Project, ProjectStatusValue, ScoringUnit } from '@timely/contract';
import dayjs, { type Dayjs } from 'dayjs';

export type ProjectFormValues = {
  name: string;
  description: string;
  status: ProjectStatusValue;
  startDate: Dayjs;
  duration: 'recurring' | 'end';
  recurringMonths: number | null;
  endDate: Dayjs | null;
  platformIds: string[];
  managerIds: string[];
  memberIds: string[];
  scoringUnit: ScoringUnit;
};

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** The form's values for a project being edited, or a new project's defaults. */
export function projectFormValues(project: Project | null): Partial<ProjectFormValues> {
  return project
    ? {
        name: project.name,
        description: project.description,
        status: project.status,
        startDate: dayjs(project.startDate),
        duration: project.recurringMonths ? 'recurring' : 'end',
        recurringMonths: project.recurringMonths,
        endDate: project.endDate ? dayjs(project.endDate) : null,
        platformIds: project.platforms.map((platform) => platform._id),
        managerIds: project.managers.map((person) => person._id),
        memberIds: project.members.map((person) => person._id),
        scoringUnit: project.scoringUnit,
      }
    : {
        status: 'pending',
        description: '',
        duration: 'recurring',
        recurringMonths: 3,
        startDate: dayjs(),
        platformIds: [],
        managerIds: [],
        memberIds: [],
        scoringUnit: 'hours',
      };
}

/** The values as the API takes them: one of recurring months or an end day, lists never undefined. */
export function projectBody(values: ProjectFormValues): CreateProjectBody {
  return {
    name: values.name,
    description: values.description ?? '',
    status: values.status,
    startDate: day(values.startDate),
    recurringMonths: values.duration === 'recurring' ? values.recurringMonths : null,
    endDate: values.duration === 'end' && values.endDate ? day(values.endDate) : null,
    platformIds: values.platformIds ?? [],
    managerIds: values.managerIds ?? [],
    memberIds: values.memberIds ?? [],
    scoringUnit: values.scoringUnit ?? 'hours',
  };
}

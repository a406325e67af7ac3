/** The users app's one cached answer: the whole users array (the API has no paging or filters). */
export const usersKeys = {
  all: ['demo', 'users'] as const,
  list: () => ['demo', 'users', 'list'] as const,
};

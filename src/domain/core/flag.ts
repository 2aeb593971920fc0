// Yes or no as the API and the database store it.

export type Flag = 0 | 1;

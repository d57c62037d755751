SET;
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'execution.runtime-mode' = 'batch';
RESET 'table.exec.mini-batch.enabled';
RESET;

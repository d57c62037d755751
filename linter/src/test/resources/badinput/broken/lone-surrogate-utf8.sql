SELECT 'í €';

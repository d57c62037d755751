# Top-N

* item one
* item two

```sql
SELECT 1;
```
